/** The series' name, on its card and its overlay. */
export const SERIES_TITLE = 'All-India Mock';
