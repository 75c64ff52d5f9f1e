/**
 * Runs nginx in the foreground on dist/ with the configuration the build wrote (dist/_deploy/nginx/satori-xr.conf),
 * changed only where a machine must differ (nginxConfigFor): the HTTPS and HTTP `listen` lines, `root`, the
 * certificate and the redirect's port. The certificate is NGINX_TLS_CERT and NGINX_TLS_KEY when set (the nginx
 * suite makes one at test time, scripts/test/test-nginx.sh); otherwise a self-signed one for 127.0.0.1 and localhost
 * is made here. Everything nginx writes (pid, temporary files, that certificate) goes into a private folder that
 * is removed on exit. Started by scripts/dev/serve-nginx.sh.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_WORDS, builtSiteKind } from './built-site-kind.ts';
import { DEPLOY_FILES } from '../build/deploy/headers.ts';
import { nginxConfigFor } from '../build/deploy/nginx-config.ts';
import { DIST_DIR } from '../content/model/paths.ts';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const dist = join(process.cwd(), DIST_DIR);
const shipped = join(dist, DEPLOY_FILES.nginx);
if (!existsSync(shipped)) {
  console.error(`No ${DIST_DIR}/${DEPLOY_FILES.nginx}. Run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env['PORT'] ?? 8443);
const httpPort = Number(process.env['HTTP_PORT'] ?? 8080);
const host = process.env['HOST'] ?? '127.0.0.1';

const runtime = mkdtempSync(join(tmpdir(), 'satori-xr-nginx-'));
const temp = (name: string) => join(runtime, name);

/** A certificate for this machine only, valid for a day: browsers warn about it, which is right. */
function selfSignedCertificate(): { certificate: string; certificateKey: string } {
  const certificate = temp('self-signed.crt');
  const certificateKey = temp('self-signed.key');
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', certificateKey, '-out', certificate];
  execFileSync('openssl', args, { stdio: 'ignore' });
  return { certificate, certificateKey };
}
const givenCertificate = process.env['NGINX_TLS_CERT'];
const givenKey = process.env['NGINX_TLS_KEY'];
const tls = givenCertificate && givenKey ? { certificate: givenCertificate, certificateKey: givenKey } : selfSignedCertificate();

let serverBlock = nginxConfigFor(readFileSync(shipped, 'utf8'), {
  listen: `${host}:${port} ssl http2`,
  httpListen: `${host}:${httpPort}`,
  httpsPort: port,
  root: dist,
  ...tls,
});
const hasBrotli = existsSync(BROTLI_MODULE);
if (!hasBrotli) {
  console.warn(`⚠ nginx's Brotli static module is not installed (${BROTLI_MODULE}): serving the pre-compressed .gz files only.`);
  serverBlock = serverBlock.replace(/^\s*brotli_static on;\n/m, '');
}

writeFileSync(temp('satori-xr.conf'), serverBlock);
writeFileSync(
  temp('nginx.conf'),
  `${hasBrotli ? `load_module ${BROTLI_MODULE};\n` : ''}${
    // As root, nginx's workers would run as "nobody", which cannot read a checkout in a private folder (mktemp -d).
    process.getuid?.() === 0 ? 'user root;\n' : ''
  }worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${process.env['NGINX_ACCESS_LOG'] === '1' ? '/dev/stdout' : 'off'};
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('satori-xr.conf')};
}
`,
);

const nginx = spawn(NGINX, ['-p', runtime, '-c', temp('nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(
  `Satori XR is running on nginx at https://${host}:${port}/, and http://${host}:${httpPort}/ redirects there (${BUILD_WORDS[builtSiteKind(dist)]}, shipped configuration; press Ctrl+C to stop)`,
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code, signal) => {
  rmSync(runtime, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});
