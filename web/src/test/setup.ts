import { configure } from '@testing-library/react';

// findBy… and waitFor wait for a state, never a fixed time; the first render of a lazy screen compiles
// its module graph, which on a busy machine takes longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 5000 });
