/** The feature's name, on its card and its overlay. */
export const MOCK_TITLE = 'Full CLAT Mock';
