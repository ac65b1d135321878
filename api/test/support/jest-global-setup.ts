import { writeSeededSnapshot } from './seeded-snapshot';

export default writeSeededSnapshot;
