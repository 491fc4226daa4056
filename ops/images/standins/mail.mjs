// The mail catcher for local container runs (Mailpit's image cannot be fetched here): smtp-server takes every
// mail on SMTP_PORT (default 1025, any credentials, plain SMTP) and delivers none; mailparser reads it.
// HTTP on HTTP_PORT (default 8025): GET /api/v1/messages -> { total, messages: [{ id, from, to, subject, text }] }
// (newest first, like Mailpit's list), GET /readyz -> 200. Keeps the last MAX_MESSAGES (default 500) in memory.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const max = Number(process.env.MAX_MESSAGES ?? 500);
const messages = [];
let seq = 0;

const smtp = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'any' });
  },
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        messages.unshift({
          id: String(++seq),
          from: mail.from?.text ?? '',
          to: mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: (mail.date ?? new Date()).toISOString(),
        });
        messages.length = Math.min(messages.length, max);
        callback();
      },
      (err) => callback(err),
    );
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 1025), '0.0.0.0');

const http = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (req.method === 'GET' && path === '/readyz') return void res.writeHead(200).end('ok');
  if (req.method === 'GET' && path === '/api/v1/messages') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ total: messages.length, messages }));
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
});
http.listen(Number(process.env.HTTP_PORT ?? 8025), '0.0.0.0');
console.log('mail catcher: SMTP :%s, HTTP :%s', process.env.SMTP_PORT ?? 1025, process.env.HTTP_PORT ?? 8025);
const stop = () => smtp.close(() => http.close(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
