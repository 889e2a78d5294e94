// Network and page state (spec part 1 §4, Real-time connection): whether the browser is online,
// whether this page is visible, and the state of the one live socket.
import { proxy } from 'valtio';
import type { ConnectionStatus } from '../realtime/tabProtocol.ts';

export interface NetworkState {
  isOnline: boolean;
  isPageVisible: boolean;
  socket: ConnectionStatus;
}

export const network = proxy<NetworkState>({ isOnline: true, isPageVisible: true, socket: 'closed' });

/** Records the browser's online state; returns whether it changed. */
export function setNetworkOnline(isOnline: boolean): boolean {
  if (network.isOnline === isOnline) return false;
  network.isOnline = isOnline;
  return true;
}

/** Records the page's visibility; returns whether it changed. */
export function setPageVisible(isPageVisible: boolean): boolean {
  if (network.isPageVisible === isPageVisible) return false;
  network.isPageVisible = isPageVisible;
  return true;
}

export function setSocketStatus(socket: ConnectionStatus): void {
  network.socket = socket;
}
