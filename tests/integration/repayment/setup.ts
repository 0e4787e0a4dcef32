import { configure } from '@testing-library/react';

// The first render of a file compiles the route's lazy chunks, which can take over the default second.
configure({ asyncUtilTimeout: 5000 });
