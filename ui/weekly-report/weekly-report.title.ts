/** The feature's name on its card, its page and in links. */
export const WEEKLY_REPORT_TITLE = 'Weekly report';
