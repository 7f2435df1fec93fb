// The browser's conventions (docs/architecture.md, "In the browser"), checked on every client file but tests:
// - components reach the server through their area's hooks: only lib/, `*-api.ts` and `use-*.ts` files may
//   import `api` or `send` from lib/api;
// - every form is a kit form: no `<form>` element and no react-hook-form `useForm` outside components/ui/form.tsx;
// - a form in a dialog is a `FormDialog`: no file draws `DialogContent` around a form itself.
// Exits 1 naming every file that breaks one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The sign-in screen's forms, the password step and its code step (decision 037), are not on the kit, and why: the
 * sign-in route's bundle budget (src/client/bundle-size.test.ts).
 */
const offKit = new Set([
  'src/areas/account/client/login-page.tsx',
  'src/areas/account/client/two-step-sign-in.tsx',
]);

const roots = [path.resolve('src/client'), path.resolve('src/areas')];
const files = roots
  .flatMap((root) => {
    try {
      return readdirSync(root, { recursive: true }).map((f) => path.join(root, String(f)));
    } catch {
      return [];
    }
  })
  .map((f) => path.relative(process.cwd(), f).split(path.sep).join('/'))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => f.startsWith('src/client/') || /^src\/areas\/[^/]+\/client\//.test(f));

const problems = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const name = path.basename(file);
  const kit = file.startsWith('src/client/components/ui/form');
  const hooks = file.startsWith('src/client/lib/') || /-api\.ts$|^use-[\w-]+\.ts$/.test(name);
  if (!hooks && /import\s*{[^}]*\b(api|send)\b[^}]*}\s*from\s*['"][^'"]*\/lib\/api['"]/.test(source))
    problems.push(`${file}: calls the server itself; put the call in its area's hooks (<area>-api.ts)`);
  if (!kit && !offKit.has(file) && /<form[\s>]/.test(source))
    problems.push(`${file}: a <form> off the kit; use Form and fieldsFor (components/ui/form.tsx)`);
  if (!kit && /import\s*{[^}]*\buseForm\b[^}]*}\s*from\s*['"]react-hook-form['"]/.test(source))
    problems.push(`${file}: react-hook-form's useForm off the kit; use useZodForm (components/ui/form.tsx)`);
  if (!kit && /<DialogContent\b/.test(source) && /<(Form|FormScope|RefusalProvider)\b/.test(source))
    problems.push(
      `${file}: a form in a dialog built by hand; use FormDialog (components/ui/form-dialog.tsx)`,
    );
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`client: ${files.length} files follow the browser's conventions`);
