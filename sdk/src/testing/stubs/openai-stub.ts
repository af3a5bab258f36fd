import { createServer, type Server } from 'node:http';

export interface OpenAiStubRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
}

export interface OpenAiStub {
  /** The API base URL to give OPENAI_BASE_URL (ends in /v1). */
  url: string;
  /** Every chat completion request received, in order. */
  requests: OpenAiStubRequest[];
  /** The next `count` completions answer `status` (500 by default), as an outage would. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/**
 * Speaks OpenAI's `POST /v1/chat/completions` and `GET /v1/models` on loopback: bearer key,
 * a JSON-schema response format required, answers shaped like the real API with token usage.
 * `answer` writes the assistant's JSON from the request (tests read the prompt there).
 */
export async function startOpenAiStub(options: { apiKey: string; answer: (request: OpenAiStubRequest) => unknown }): Promise<OpenAiStub> {
  const requests: OpenAiStubRequest[] = [];
  let failures = 0;
  let failureStatus = 500;
  let sequence = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'x-request-id': `req_${++sequence}` });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string, type: string) => reply(status, { error: { message, type, param: null, code: null } });
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) return error(401, 'Incorrect API key provided.', 'invalid_request_error');
      if (req.method === 'GET' && req.url === '/v1/models') return reply(200, { object: 'list', data: [{ id: 'gpt-5', object: 'model', owned_by: 'openai' }] });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return error(404, `Unknown request URL: ${req.method ?? ''} ${req.url ?? ''}`, 'invalid_request_error');
      let body: OpenAiStubRequest;
      try {
        body = JSON.parse(raw) as OpenAiStubRequest;
      } catch {
        return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      }
      if (!body.model || !Array.isArray(body.messages) || body.messages.length === 0)
        return error(400, 'model and messages are required', 'invalid_request_error');
      const format = body.response_format;
      if (format?.type !== 'json_schema' || !format.json_schema?.schema || !/^[a-zA-Z0-9_-]{1,64}$/.test(format.json_schema.name)) {
        return error(400, "Invalid 'response_format': a json_schema with a valid name is required here.", 'invalid_request_error');
      }
      requests.push(body);
      if (failures > 0) {
        failures -= 1;
        return error(failureStatus, 'The server had an error while processing your request.', 'server_error');
      }
      const content = JSON.stringify(options.answer(body));
      reply(200, {
        id: `chatcmpl-stub-${sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: {
          prompt_tokens: Math.ceil(raw.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: Math.ceil((raw.length + content.length) / 4),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (count, status = 500) => {
      failures = count;
      failureStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
