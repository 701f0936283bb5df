/** Sending page feedback to the configured endpoint (FEEDBACK_ENDPOINT). */
export const MAX_COMMENT = 1000;
const TIMEOUT_MS = 8000;

export type FeedbackSettings = {endpoint: string | null; version: string};
export type Feedback = {page: string; helpful: boolean; comment: string; version: string};

/** POSTs the feedback as JSON; resolves to false on any failure or after a timeout, never throws. */
export async function sendFeedback(endpoint: string, feedback: Feedback, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({...feedback, comment: feedback.comment.slice(0, MAX_COMMENT)}),
      signal: controller.signal,
      credentials: 'omit',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
