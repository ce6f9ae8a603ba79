import { atom } from 'jotai';

/**
 * The featured agent (MatrixDir) whose video is playing, or null: the page plays one at a time, so
 * starting another agent's video stops this one.
 */
export const playingAgentVideoAtom = atom<string | null>(null);
