import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Language } from '../contract/enums.ts';
import { placeholderMessages } from '../i18n/lazyCatalogs.ts';
import type { RouteId } from './routes.ts';

export type RouteTitle = {
  /** The page's name: the h1, the tab title, the link text where a route is named. */
  title: MessageDescriptor;
  /** One sentence on what the page holds, shown while the page is still a placeholder. */
  description: MessageDescriptor;
};

// Translated names of every route. Only pages that name routes import this (it stays out of the
// first chunk). Its texts live in the placeholders catalog (lingui.config.ts), which is not on
// the first load: the table is reachable only through useRouteTitles, which loads that catalog
// first, so a page can never render a raw message id such as "bFzk2e" (issue 20).
const routeTitles: Record<RouteId, RouteTitle> = {
  home: {
    title: msg`Home`,
    description: msg`Performers who are online now, new videos and what is happening today, all on one page.`,
  },
  videoSearch: {
    title: msg`Video search`,
    description: msg`Videos matching your search, with filters for length, price and date.`,
  },
  newGirls: {
    title: msg`New performers`,
    description: msg`Performers who joined recently, newest first.`,
  },
  actorProfile: {
    title: msg`Performer profile`,
    description: msg`The performer's profile: live status, latest videos, photo albums and ways to get in touch.`,
  },
  actorAbout: {
    title: msg`About me`,
    description: msg`The performer introduces themselves: interests, languages and when they are usually online.`,
  },
  actorVideos: {
    title: msg`Videos`,
    description: msg`All videos of this performer, sortable by date, rating and price.`,
  },
  actorClassicVideos: {
    title: msg`Classic videos`,
    description: msg`This performer's earlier videos, kept together in one place.`,
  },
  actorVideosByTag: {
    title: msg`Videos by tag`,
    description: msg`This performer's videos that carry the chosen tag group.`,
  },
  actorAlbum: {
    title: msg`Photo album`,
    description: msg`The pictures of one album, with comments and ratings from other guests.`,
  },
  actorLiveShow: {
    title: msg`Live show`,
    description: msg`The performer's scheduled live shows, with tickets and start times.`,
  },
  actorTopCams: {
    title: msg`Top cams`,
    description: msg`Performers that guests of this profile also like to visit.`,
  },
  freeChat: {
    title: msg`Free chat`,
    description: msg`Performers who are in a free chat right now, ready to join.`,
  },
  cams: {
    title: msg`Cams`,
    description: msg`Everyone who is live right now, with filters for category, language and price.`,
  },
  category: {
    title: msg`Category`,
    description: msg`Performers and videos of one category.`,
  },
  videos: {
    title: msg`Videos`,
    description: msg`The video station: trends, new releases, offers and the most popular performers.`,
  },
  freeClips: {
    title: msg`Free clips`,
    description: msg`Short clips you can watch without buying them.`,
  },
  videoTrends: {
    title: msg`Video trends`,
    description: msg`The videos guests watched most during the last days.`,
  },
  videosOnSale: {
    title: msg`Videos on sale`,
    description: msg`Videos with a reduced price for a limited time.`,
  },
  newVideos: {
    title: msg`New videos`,
    description: msg`The latest releases from all performers, newest first.`,
  },
  allVideos: {
    title: msg`All videos`,
    description: msg`The complete video catalogue, best rated first.`,
  },
  vipVideos: {
    title: msg`VIP videos`,
    description: msg`Videos included in the VIP plan, free to watch for VIP members.`,
  },
  videoStars: {
    title: msg`Video stars`,
    description: msg`The performers whose videos sell best.`,
  },
  messenger: {
    title: msg`Messenger`,
    description: msg`Your conversations with performers, with gifts and attachments, arrive here.`,
  },
  tvLivestream: {
    title: msg`TV livestream`,
    description: msg`The free TV channel, live.`,
  },
  tvPremiumLivestream: {
    title: msg`Premium TV livestream`,
    description: msg`The premium TV channel, live for TV subscribers.`,
  },
  tvMediathekSeries: {
    title: msg`TV series`,
    description: msg`All episodes of one TV series.`,
  },
  tvMediathekVideos: {
    title: msg`TV videos`,
    description: msg`The videos published with one TV format.`,
  },
  tvMediaSeries: {
    title: msg`TV library`,
    description: msg`Every TV series and show, to watch whenever you like.`,
  },
  tvPost: {
    title: msg`TV post`,
    description: msg`News and stories from the TV channels.`,
  },
  tvVideo: {
    title: msg`TV video`,
    description: msg`One episode of a TV series, to watch whenever you like.`,
  },
  dailyDeals: {
    title: msg`Daily deals`,
    description: msg`Today's bonus offers, with a look at yesterday and tomorrow.`,
  },
  vipClub: {
    title: msg`VIP club`,
    description: msg`What the VIP plan includes and how to join.`,
  },
  newsletterUnsubscribe: {
    title: msg`Newsletter unsubscribe`,
    description: msg`Stop a newsletter you no longer want.`,
  },
  camShows: {
    title: msg`Cam shows`,
    description: msg`Upcoming shows with tickets, and the ones running right now.`,
  },
  feed: {
    title: msg`Feed`,
    description: msg`Posts, clips and photos from the performers you follow.`,
  },
  contests: {
    title: msg`Contests`,
    description: msg`Current and past contests between performers, with your votes.`,
  },
  contest: {
    title: msg`Contest`,
    description: msg`The entries of one contest, ready for your vote.`,
  },
  clashOfCams: {
    title: msg`Clash of cams`,
    description: msg`Two performers face each other: your vote decides.`,
  },
  terms: {
    title: msg`Terms of service`,
    description: msg`The terms that apply when you use this site.`,
  },
  dataProtection: {
    title: msg`Data protection`,
    description: msg`How we handle your personal data and which rights you have.`,
  },
  imprint: {
    title: msg`Imprint`,
    description: msg`Who operates this site and how to reach us.`,
  },
  easter: {
    title: msg`Easter egg hunt`,
    description: msg`Find the hidden eggs and collect seasonal rewards.`,
  },
  wetNWild: {
    title: msg`Wet and wild`,
    description: msg`The summer game with daily chances to win rewards.`,
  },
  adventCalendar: {
    title: msg`Advent calendar`,
    description: msg`A new door to open every day in December, each with a surprise.`,
  },
  goldrush: {
    title: msg`Gold rush`,
    description: msg`The gold rush event: collect points and trade them for rewards.`,
  },
  mySpinwheel: {
    title: msg`Spin wheel`,
    description: msg`Your spins on the reward wheel and the prizes you have won.`,
  },
  myProfile: {
    title: msg`My profile`,
    description: msg`Your account details, notification settings and newsletters.`,
  },
  myOfflinePages: {
    title: msg`Saved for offline`,
    description: msg`The pages kept on this device for reading offline, and the space they take.`,
  },
  myMediathek: {
    title: msg`My library`,
    description: msg`The videos you bought, pinned or received, ready to watch again.`,
  },
  myMediathekPhotos: {
    title: msg`My photos`,
    description: msg`The photo albums you bought, pinned or received.`,
  },
  myBenefits: {
    title: msg`My benefits`,
    description: msg`Your vouchers, bonus codes and loyalty points in one place.`,
  },
  myFavoriteCams: {
    title: msg`My favorite cams`,
    description: msg`The performers you pinned, and who of them is online now.`,
  },
  lindemann: {
    title: msg`Lindemann`,
    description: msg`The Lindemann special, with its own videos and news.`,
  },
  lindemannHome: {
    title: msg`Lindemann home`,
    description: msg`The Lindemann special, with its own videos and news.`,
  },
  blog: {
    title: msg`Blog`,
    description: msg`News, interviews and stories from the platform and its performers.`,
  },
  blogCategory: {
    title: msg`Blog category`,
    description: msg`The blog posts of one category.`,
  },
  blogArchive: {
    title: msg`Blog archive`,
    description: msg`All blog posts published in one year.`,
  },
  blogPost: {
    title: msg`Blog post`,
    description: msg`One article from the blog.`,
  },
};

/**
 * The names of every route, once their catalog is loaded in the active language: suspends
 * (inside the page's Suspense boundary) until then. Render with `i18n._(titles[id].title)`.
 */
export function useRouteTitles(): Readonly<Record<RouteId, RouteTitle>> {
  const { i18n } = useLingui();
  use(placeholderMessages(i18n.locale as Language));
  return routeTitles;
}
