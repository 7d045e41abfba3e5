import type { Param } from './param';

/** `?page=2`: a whole number from 1, left out of the URL on the first page. */
export const pageParam: Param<number> = {
  read: (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : 1;
  },
  write: (v) => (v > 1 ? String(v) : null),
};
