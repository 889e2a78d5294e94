import { SOCKET_PATH } from '../contract/rest.ts';

/** The socket's address on the page's own origin: ws:// beside http://, wss:// beside https://. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}
