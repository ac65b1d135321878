import { removeSeededSnapshot } from './seeded-snapshot';

export default removeSeededSnapshot;
