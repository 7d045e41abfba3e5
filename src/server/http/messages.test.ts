import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../testing/sourceFiles';

/**
 * The server's answers are worded in one place, the catalogue (messages.ts, and the shared
 * MESSAGES it spreads): a message written into a call where it is thrown is a wording no one
 * reviewing the catalogue sees, and the same refusal drifts apart in two places. Every
 * src/server module (tests aside) is parsed; a text with Russian letters given to an error
 * helper (badRequest, fieldError(s), nonFieldError, forbidden, notFound, conflict, ...), put
 * into an `errors` object that becomes a 400, or held by a feature's own message constant
 * (`FOO_MESSAGE`, `FOO_DETAIL`, a `..._MESSAGES` family) fails here.
 */
const SERVER = join(__dirname, '..');
const CATALOGUE = join(__dirname, 'messages.ts');
const HELPERS = new Set([
  'badRequest', 'fieldError', 'fieldErrors', 'nonFieldError', 'unauthorized', 'forbidden', 'notFound', 'conflict',
  'tooManyRequests', 'throttled', 'HttpError',
]);
const RUSSIAN = /[А-Яа-яЁё]/;
/** A feature's own catalogue: it may name the catalogue's messages, not word its own. */
const MESSAGE_CONSTANT = /(^M|_MESSAGES?|_DETAIL)$/;


/** The Russian string literals and templates anywhere under `node`. */
function russianTexts(node: ts.Node, source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) && RUSSIAN.test(n.getText(source))) {
      found.push(n.getText(source));
    } else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined =>
  call.expression && ts.isIdentifier(call.expression) ? call.expression.text : undefined;

/** `errors.field = [...]` / `errors[field] = [...]`: a field error built before it is thrown. */
const isErrorsEntry = (left: ts.Expression): boolean =>
  (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) && ts.isIdentifier(left.expression) && left.expression.text === 'errors';

export function inlineMessages(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SERVER)) {
    if (file === CATALOGUE) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, texts: string[]) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      for (const text of texts) found.push(`${relative(SERVER, file)}:${line + 1} ${text}`);
    };
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && HELPERS.has(calleeName(node) ?? '')) {
        report(node, (node.arguments ?? []).flatMap((arg) => russianTexts(arg, source)));
      } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isErrorsEntry(node.left)) {
        report(node, russianTexts(node.right, source));
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_CONSTANT.test(node.name.text) && node.initializer) {
        report(node, russianTexts(node.initializer, source));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the message catalogue', () => {
  it('holds every Russian message the server refuses with: none is written where it is thrown', () => {
    expect(inlineMessages()).toEqual([]);
  });

  it('would see one written inline', () => {
    const source = 'throw fieldError("name", "Новое сообщение.");';
    const sf = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
    expect(russianTexts(sf, sf)).toEqual(['"Новое сообщение."']);
  });
});
