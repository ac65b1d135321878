// The web project's setup: the host contract's test kit wires polyfills, the mock network (MSW) and
// the default timeout once, for every test (shared/README.md, "Testing").
import { setUpWebTests } from './shared/src/testing/web-test-setup';

setUpWebTests();
