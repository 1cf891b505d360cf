/**
 * A WebSocket text frame as the server sends it (RFC 6455 §5.2: FIN, opcode 1, no mask, no
 * extension — compression is off), built once for an event that many sockets receive alike.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + n);
  out[0] = 0x81;
  if (n < 126) out[1] = n;
  else if (n < 65536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    out.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(out, head);
  return out;
}
