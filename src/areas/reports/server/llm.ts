/**
 * Writing the report with a language model on any OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions`).
 * One attempt per request with a timeout: a failure is reported to the person, who may retry; the server never
 * retries on its own, and only a few calls run at once per instance, so a slow model cannot pile up requests.
 */
import { refuse } from '../../../server/http/errors.js';
import type { ReportFacts } from './facts.js';

export interface LlmConfig {
  /** e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1` */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

const MAX_IN_FLIGHT = 4;
let inFlight = 0;

const instructions = [
  'You are an HR analyst writing a short, factual report about one employee for the HR team.',
  'Use only the JSON facts you are given; never invent numbers, events or reasons.',
  'Write plain text with exactly these section headings, each alone on its own line and in this order:',
  'Overall Summary, Tenure Summary, Attendance Summary, Leave Summary, Recommendations Summary.',
  'Under each heading write 1-5 lines starting with "- ". Do not use the word "summary" anywhere else.',
  'The attendance rate is present days out of present plus absent days. Be fair and constructive.',
].join('\n');

export async function writeReportWithModel(config: LlmConfig, facts: ReportFacts): Promise<string> {
  if (inFlight >= MAX_IN_FLIGHT) throw refuse(429, 'report_busy', { headers: { 'retry-after': '10' } });
  inFlight++;
  const timeoutMs = config.timeoutMs ?? 30_000;
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Local servers (Ollama, llama.cpp) need no key.
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          messages: [
            { role: 'system', content: instructions },
            { role: 'user', content: JSON.stringify(facts, null, 2) },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw refuse(504, 'report_timeout', { seconds: timeoutMs / 1000 });
      throw refuse(502, 'report_unreachable');
    }
    const body = await response.text();
    if (!response.ok) throw refuse(502, 'report_failed', { status: response.status, reason: reason(body) });
    let text: unknown;
    try {
      text = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
        ?.content;
    } catch {
      throw refuse(502, 'report_not_json');
    }
    if (typeof text !== 'string' || !text.trim()) throw refuse(502, 'report_empty');
    return text.trim();
  } finally {
    inFlight--;
  }
}

/** The provider's error message when it sent one, cut short; never the whole body. */
function reason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (message) return message.slice(0, 200);
  } catch {}
  return body.slice(0, 200) || 'no details';
}
