import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from './support/temp-dir';
import { startTestServer, type TestServer } from './support/test-server';

const bootPage =
  '<!doctype html><html><head><title>EPC</title></head><body><div id="root"><div class="boot-header"></div><!--boot-cookie-notice--></div></body></html>';

function noticeOf(body: string): string | undefined {
  return /<section class="boot-notice".*?<\/section>/.exec(body)?.[0];
}

describe('the cookie notice in the page the server sends', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await makeTempDir('dist');
    await writeFile(join(staticDir, 'index.html'), bootPage);
    server = await startTestServer({ staticDir, localesDir: join(process.cwd(), 'locales') });
  });
  afterAll(async () => {
    await server.close();
    await removeDir(staticDir);
  });

  const open = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("greets a first visit in the browser's language and the brand's colours, and says the page varies with both", async () => {
    const page = await open('/home', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(page.statusCode).toBe(200);
    const notice = noticeOf(page.body);
    expect(notice).toContain('lang="de-DE"');
    expect(notice).toContain('<h2>Diese Website verwendet Cookies</h2>');
    expect(notice).toContain('>Cookies akzeptieren</span>');
    expect(notice).toContain('background-color:#0b5d3b');
    expect(page.headers.vary).toBe('cookie, accept-language');
  });

  it("speaks the URL's language and wears the URL's brand where the URL names them", async () => {
    const notice = noticeOf((await open('/corvid/fr-FR/home', { 'accept-language': 'de-DE' })).body);
    expect(notice).toContain('lang="fr-FR"');
    expect(notice).toContain('<h2>Ce site utilise des cookies</h2>');
    expect(notice).toContain('background-color:#7a3e12');
  });

  it('falls back to English for a browser whose languages the site does not offer', async () => {
    const notice = noticeOf((await open('/home', { 'accept-language': 'tlh' })).body);
    expect(notice).toContain('<h2>This site uses cookies</h2>');
  });

  it('leaves the notice out once it was accepted, and leaves no marker behind', async () => {
    const page = await open('/home', { cookie: 'theme=x; cookieConsent=true', 'accept-language': 'de-DE' });
    expect(noticeOf(page.body)).toBeUndefined();
    expect(page.body).not.toContain('boot-cookie-notice');
    expect(page.body).toContain('<div class="boot-header"></div></div>');
  });

  it("writes a translation's text as it is, '$' patterns included", async () => {
    const localesDir = await makeTempDir('locales');
    const wording = { heading: "Prices in $ and $' and $&", body: 'Body', policy: 'Policy', accept: 'OK' };
    await writeFile(join(localesDir, 'en-GB.json'), JSON.stringify({ cookieNotice: wording }));
    const own = await startTestServer({ staticDir, localesDir });
    try {
      const page = await own.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
      expect(noticeOf(page.body)).toContain('<h2>Prices in $ and $&#39; and $&amp;</h2>');
      expect(page.body.match(/<div class="boot-header">/g)).toHaveLength(1);
    } finally {
      await own.close();
      await removeDir(localesDir);
    }
  });

  it('still sends the page for headers it cannot read', async () => {
    const page = await open('/home', { cookie: '===;;cookieConsent', 'accept-language': ';;;q=abc,*,<x>' });
    expect(page.statusCode).toBe(200);
    expect(noticeOf(page.body)).toContain('<h2>This site uses cookies</h2>');
  });
});
