import './board.css';
import { readAppConfig } from '../appConfig';
import { connectBoard } from './boardConnection';
import { boardPlaceOf } from './boardPlace';
import { drawsColourFlags } from './boardFlags';
import { renderBoard, type BoardState } from './boardView';

/** The rate screen's entry: no React, no back office (docs/SHOP-FRONT.md). */
const root = document.getElementById('board')!;
const place = boardPlaceOf(window.location);
const { timeZone } = readAppConfig();
const state: BoardState = { rates: null, fresh: true, unpublished: false };
const flags = drawsColourFlags();
const render = () => renderBoard(root, state, { timeZone, flags, width: window.innerWidth, height: window.innerHeight });

if (place?.dark) document.documentElement.dataset.theme = 'dark';
if (!place) {
  state.unpublished = true;
} else {
  connectBoard(place.query, {
    rates: (rates) => {
      Object.assign(state, { rates, unpublished: false });
      render();
      // Time to figures (docs/PERFORMANCE.md "Shop front"): the first rates on screen.
      if (!performance.getEntriesByName('board-figures').length) performance.mark('board-figures');
    },
    fresh: (fresh) => {
      state.fresh = fresh;
      render();
    },
    unpublished: () => {
      state.unpublished = true;
      render();
    },
  });
}
window.addEventListener('resize', render);
render();
