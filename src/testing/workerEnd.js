// How a jest worker ends. jest sends each worker a message when the run is over
// (jest-worker's CHILD_MESSAGE_END); by then every result has reached jest. A worker used to
// end by running out of work, and Node then tore its environment down (realms, compiled code,
// the heap) before the process ended: jest saw the three workers of `npm run test:pg` end
// 417–590 ms after the message, though each had run its last line of JavaScript within 5 ms.
// jest kills a worker still there after 500 ms and prints "A worker process has failed to exit
// gracefully". Now the worker runs what the environments asked for at the end (the server
// project's database closed) and exits at once: 193–384 ms, which is the system freeing the
// worker's 0.9–1.5 GB (docs/testing.md, "How a jest worker ends"). Loaded once per worker by
// both jest environments; in jest's own process (one file, or --runInBand) it does nothing.
const WORKER_END = 2;
const atEnd = [];
let listening = false;

function listen() {
  if (listening || !process.send) return;
  listening = true;
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== WORKER_END) return;
    process.removeListener('message', onMessage);
    for (const run of atEnd) run();
    // stdout and stderr are pipes to jest, written synchronously on Linux: nothing is lost.
    process.exit(0);
  };
  process.on('message', onMessage);
}

module.exports = {
  /** Ends this worker at once when jest ends the run. */
  exitAtWorkerEnd: listen,
  /** Runs `run` when jest ends the run, before the worker exits. */
  atWorkerEnd(run) {
    atEnd.push(run);
    listen();
  },
};
