// The open conversation lives in the address (`?actorId=`): a reload, the back button and the
// navbar's message preview open the same one. MessengerPage follows the address; the list, the
// recommendations and the back button change it.
import { useLocation } from 'wouter';
import { useBuildPath } from '../../app/RouteLink.tsx';

export function useConversationLink(): { pathTo(actorId: number | null): string; open(actorId: number | null): void } {
  const buildPath = useBuildPath();
  const [, navigate] = useLocation();
  const pathTo = (actorId: number | null) => (actorId === null ? buildPath('messenger') : `${buildPath('messenger')}?actorId=${actorId}`);
  // replace: going through conversations does not fill the history
  return { pathTo, open: (actorId) => navigate(pathTo(actorId), { replace: true }) };
}
