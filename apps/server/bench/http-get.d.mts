import type http from 'node:http';

export function httpGet(agent: http.Agent, url: string, headers?: Record<string, string>): Promise<void>;
