import type { Redis } from 'ioredis';

/** How long a closing app waits for a Redis connection still being made. */
const CONNECTING_WAIT_MS = 2_000;

/**
 * Quits a Redis connection once what was sent on it is answered. A client still connecting holds
 * its commands (a subscription of the socket adapter, say) until it is connected, and quit() at
 * that moment rejects them with "Connection is closed", rejections nobody awaits: an app closed
 * right after it started (a test, a failed start) let them escape. So: wait for the connection
 * (or its end, or 2 s), then QUIT, which Redis answers after the commands before it.
 */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'connecting' || client.status === 'connect' || client.status === 'wait') {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('end', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECTING_WAIT_MS);
      client.once('ready', done);
      client.once('end', done);
    });
  }
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    // already closed by the server or the network: nothing left to close
    client.disconnect();
  }
}
