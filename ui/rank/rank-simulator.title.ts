export const RANK_SIMULATOR_TITLE = 'Rank Simulator';
