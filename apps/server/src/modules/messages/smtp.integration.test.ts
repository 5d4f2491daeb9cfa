import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, emailFields, uniqueEmail } from '../../../test/accounts.js';
import { startApp } from '../../../test/helper.js';

/** The smallest SMTP server that accepts mail: enough to see what the platform sends. */
function smtpSink(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
}

describe('SMTP delivery', () => {
  const received: string[] = [];
  const server = smtpSink(received);
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    app = await startApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await app.close();
    server.close();
  });

  it('sends e-mails through SMTP_URL and marks them delivered in the outbox', async () => {
    const email = uniqueEmail('smtp');
    await call(app, 'POST', '/auth/registration', { body: { type_id: 1, group_id: 1, fields: emailFields(email) } });
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toContain(`To: ${email}`);
    expect(received[0]).toMatch(/Your Meridian code is \d{6}/);
    await expect
      .poll(async () => {
        const row = await app.database.db
          .selectFrom('outbox')
          .select('delivered_at')
          .where('to', '=', email)
          .executeTakeFirst();
        return row?.delivered_at instanceof Date;
      })
      .toBe(true);
  });
});
