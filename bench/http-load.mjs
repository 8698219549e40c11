// A small HTTP/1.1 load generator on raw keep-alive sockets (loopback only), light enough that the
// client's own CPU stays small next to the server's, and the same for every server it measures.
import { connect } from 'node:net';

const CRLF_CRLF = Buffer.from('\r\n\r\n');

function assertLoopback(host) {
  if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(host)) throw new Error(`bench load goes to loopback only, not ${host}`);
}

/** Builds the bytes of a request with a JSON body. */
export function jsonRequest(method, path, body, { host = '127.0.0.1', port, headers = {} }) {
  const json = JSON.stringify(body);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}:${port}`, 'Connection: keep-alive', 'Content-Type: application/json'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(json)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${json}`);
}

/** Builds the bytes of a GET request. */
export function getRequest(path, { host = '127.0.0.1', port, headers = {} }) {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${host}:${port}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * Parses one response at the start of `buffer`: returns {status, length} (total bytes of the
 * response) when complete, or undefined while more bytes are needed.
 */
function parseResponse(buffer) {
  const headerEnd = buffer.indexOf(CRLF_CRLF);
  if (headerEnd < 0) return undefined;
  const head = buffer.subarray(0, headerEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (lengthMatch) {
    const total = bodyStart + Number(lengthMatch[1]);
    return buffer.length >= total ? { status, length: total } : undefined;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
      at = lineEnd + 2 + size + 2;
      if (buffer.length < at) return undefined;
      if (size === 0) return { status, length: at };
    }
  }
  return { status, length: bodyStart }; // 204/304 or no body
}

/**
 * Keeps `connections` sockets busy for `seconds` (and at most `maxRequests` requests), each sending the
 * next request from `nextRequest(connectionIndex)` as soon as the previous answer is complete, or, with
 * `pauseMs`, after a pause of that mean (exponentially distributed: a person between two clicks).
 * Returns the count, errors, throughput and latency percentiles.
 */
export function runLoad({ port, host = '127.0.0.1', connections, seconds, maxRequests = 1_000_000, nextRequest, pauseMs = 0 }) {
  assertLoopback(host);
  const latencies = [];
  let completed = 0;
  let errors = 0;
  let sent = 0;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  return new Promise((resolve) => {
    let open = connections;
    const finish = () => {
      open -= 1;
      if (open > 0) return;
      const elapsed = (performance.now() - startedAt) / 1000;
      resolve({ completed, errors, seconds: elapsed, perSecond: completed / elapsed, ...percentiles(latencies) });
    };
    for (let index = 0; index < connections; index += 1) {
      const socket = connect({ port, host });
      socket.setNoDelay(true);
      let buffer = Buffer.alloc(0);
      let requestStart = 0;
      let done = false;
      const send = () => {
        if (performance.now() >= deadline || sent >= maxRequests) {
          done = true;
          socket.end();
          return;
        }
        sent += 1;
        requestStart = performance.now();
        socket.write(nextRequest(index));
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        const response = parseResponse(buffer);
        if (!response) return;
        buffer = buffer.subarray(response.length);
        latencies.push(performance.now() - requestStart);
        completed += 1;
        if (response.status >= 400) errors += 1;
        if (pauseMs > 0) setTimeout(send, -Math.log(1 - Math.random()) * pauseMs);
        else send();
      });
      socket.on('error', () => {
        errors += 1;
      });
      socket.on('close', () => {
        if (!done) errors += 1;
        finish();
      });
    }
  });
}

export function percentiles(samples) {
  if (!samples.length) return { p50: NaN, p95: NaN, p99: NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * Latency of requests sent one at a time, alternating between targets (so that whatever else the
 * machine does hits them alike). `targets` are {port, request: Buffer}; returns one sample list each.
 */
export async function alternate(targets, rounds) {
  const sockets = targets.map((target) => openSequential(target.port));
  const samples = targets.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (let index = 0; index < targets.length; index += 1) {
        const at = performance.now();
        const status = await sockets[index].request(targets[index].request);
        if (status >= 400) throw new Error(`request to port ${targets[index].port} answered ${status}`);
        samples[index].push(performance.now() - at);
      }
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return samples;
}

function openSequential(port) {
  const socket = connect({ port, host: '127.0.0.1' });
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let pending;
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const response = parseResponse(buffer);
    if (!response || !pending) return;
    buffer = buffer.subarray(response.length);
    const { resolve } = pending;
    pending = undefined;
    resolve(response.status);
  });
  socket.on('error', (error) => pending?.reject(error));
  return {
    request: (bytes) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(bytes);
      }),
    close: () => socket.destroy(),
  };
}
