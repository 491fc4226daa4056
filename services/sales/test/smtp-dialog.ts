import { connect } from 'node:net';

/** The reply code of each step of one SMTP conversation (a step the server refused ends it). */
export interface SmtpResult { rcpt: number[]; data: number | null }

/**
 * A plain SMTP client that sends `raw` as it is (bytes of any charset) to `to`, reading every reply code:
 * what a mail server delivering a buyer's reply does.
 */
export function sendRaw(port: number, to: string[], raw: string | Buffer): Promise<SmtpResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')));
    let buffer = '';
    const waiting: ((code: number) => void)[] = [];
    socket.on('data', (d) => {
      buffer += d.toString('latin1');
      let nl: number;
      while ((nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        if (/^\d{3} /.test(line)) waiting.shift()?.(Number(line.slice(0, 3)));
      }
    });
    socket.on('error', reject);
    const reply = () => new Promise<number>((r) => waiting.push(r));
    const say = (line: string) => { socket.write(`${line}\r\n`); return reply(); };
    (async () => {
      await reply(); // greeting
      await say('EHLO client.example.net');
      await say('MAIL FROM:<bea@example.com>');
      const rcpt: number[] = [];
      for (const r of to) rcpt.push(await say(`RCPT TO:<${r}>`));
      let data: number | null = null;
      if (rcpt.some((c) => c === 250)) {
        const go = await say('DATA');
        if (go === 354) {
          const body = Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');
          // dot-stuffing: a line that starts with "." gets another
          const text = body.toString('latin1').replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
          socket.write(Buffer.from(text, 'latin1'));
          data = await say('\r\n.');
        } else data = go;
      }
      await say('QUIT').catch(() => 0);
      socket.end();
      resolve({ rcpt, data });
    })().catch(reject);
  });
}

/** A mail as a client writes it: headers, then the body (CRLF line ends added by sendRaw). */
export function mail(headers: Record<string, string>, body: string): string {
  return `${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`;
}
