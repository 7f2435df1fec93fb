// Authorisation reads capabilities, never the role (docs/architecture.md): exits 1 naming each place in product
// code that tests a role — a role compared (`role === 'hr'`, `me.role !== x`), a role matched against role names
// in a call (`eq(employees.role, 'hr')`, `inArray(employees.role, ['manager', 'hr'])`), a role looked up in a list
// (`roles.includes(user.role)`), a switch on a role, a `role: 'hr'` condition. Ask shared/permissions.ts instead
// (`allows`, `allowsEveryone`, `roleCan`, `rolesWith`; `useCan()` in the browser). A comparison of role *values*
// that is a rule about roles, not about who may act (one may not change one's own role), says so on its line or
// the line above: `// role-value: <why>`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const ALLOW = 'role-value:';
const enums = readFileSync('src/shared/enums.ts', 'utf8');
const roleNames = new Set(
  [...enums.match(/export const roles = \[([^\]]*)\]/)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]),
);

const root = path.resolve('src');
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)test\//.test(f))
  .map((f) => path.join(root, f));

/** `role`, `user.role`, `me?.role`, `row!.role`, `newRole`: an expression that holds a role. */
const isRole = (node) => {
  if (!node) return false;
  if (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression') return isRole(node.expression);
  const name =
    node.type === 'Identifier'
      ? node.name
      : node.type === 'MemberExpression' && !node.computed && node.property.name;
  return typeof name === 'string' && /(^|[a-z_])role$/i.test(name);
};
const LOOKUPS = new Set(['find', 'findFirst', 'findMany', 'filter', 'some', 'every', 'isMatch', 'matches']);
const isRoleName = (node) => node?.type === 'Literal' && roleNames.has(node.value);
const namesRoles = (node) =>
  isRoleName(node) || (node?.type === 'ArrayExpression' && node.elements.some(isRoleName));

const problems = [];
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (!/role/i.test(source)) continue;
  const lines = source.split('\n');
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  const report = (node, what) => {
    const line = lineOf(node.start);
    if (lines[line - 1].includes(ALLOW) || lines[line - 2]?.includes(ALLOW)) return;
    const text = source.slice(node.start, node.end).replace(/\s+/g, ' ').slice(0, 70);
    problems.push(`${path.relative(process.cwd(), file)}:${line} ${what}: ${text}`);
  };
  /** `inCondition`: inside a `where: {…}` or the arguments of a lookup (`find`, `filter`, `some`, …). */
  const visit = (node, inCondition) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'BinaryExpression' &&
      ['===', '!==', '==', '!='].includes(node.operator) &&
      (isRole(node.left) || isRole(node.right))
    )
      report(node, 'a role compared');
    let condition = inCondition;
    if (node.type === 'CallExpression') {
      const args = node.arguments ?? [];
      if (args.some(isRole) && args.some(namesRoles)) report(node, 'a role matched against role names');
      const callee =
        node.callee?.type === 'MemberExpression' ? node.callee.property?.name : node.callee?.name;
      if (callee === 'includes' && args.some(isRole)) report(node, 'a role looked up in a list');
      if (LOOKUPS.has(callee)) condition = true;
    }
    if (node.type === 'Property' && node.key?.name === 'where') condition = true;
    if (node.type === 'SwitchStatement' && isRole(node.discriminant)) report(node, 'a switch on a role');
    if (node.type === 'Property' && inCondition && isRole(node.key) && isRoleName(node.value))
      report(node, 'a role condition');
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) visit(child, condition);
      else if (value && typeof value === 'object') visit(value, condition);
    }
  };
  visit(parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file));
}

if (problems.length) {
  console.error(
    `Role tests (ask a capability of shared/permissions.ts, or mark a comparison of role values "// ${ALLOW} why"):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(`roles: ${files.length} files test capabilities, not roles`);
