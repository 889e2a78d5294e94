// spec part 2 §7.6: conversion, teaser and survey calls. One typed function per call.
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import { getJson, sendJson } from './client.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

export const getPageLoadIncentives = (routeName: string, routeArgs: Record<string, string>) =>
  sendJson<Answer<'conversion/getPageLoadIncentives'>>('post', 'conversion/getPageLoadIncentives', {
    routeName,
    routeArgs,
  } satisfies RestPayload<'conversion/getPageLoadIncentives'>);

export const getIncentivesByEvent = (event: string) =>
  getJson<Answer<'conversion/getIncentivesByEvent'>>('conversion/getIncentivesByEvent', { event });

export const getBuyImageAlbumIncentives = (albumId: number) =>
  getJson<Answer<'conversion/getBuyImageAlbumIncentives/{albumId}'>>(`conversion/getBuyImageAlbumIncentives/${albumId}`);

export const getVideoPreviewEndIncentives = (albumId: number) =>
  getJson<Answer<'conversion/getVideoPreviewEndIncentives/{albumId}'>>(`conversion/getVideoPreviewEndIncentives/${albumId}`);

export const closeIncentive = (payload: RestPayload<'conversion/closeIncentive'>) =>
  sendJson<Answer<'conversion/closeIncentive'>>('post', 'conversion/closeIncentive', payload);

export const setRefillWindowHidden = (incentiveType: string, interval: number) =>
  sendJson<Answer<'conversion/setRefillWindowHidden'>>('post', 'conversion/setRefillWindowHidden', {
    incentiveType,
    interval,
  } satisfies RestPayload<'conversion/setRefillWindowHidden'>);

export const setGuestInfo = (type: string, value: string | number | boolean) =>
  sendJson<Answer<'conversion/setGuestInfo'>>('post', 'conversion/setGuestInfo', {
    type,
    value,
  } satisfies RestPayload<'conversion/setGuestInfo'>);

export const getTeasers = (routeName: string, routeArgs: Record<string, string>) =>
  sendJson<Answer<'teaser/getTeasers'>>('post', 'teaser/getTeasers', { routeName, routeArgs } satisfies RestPayload<'teaser/getTeasers'>);

export const getFeedbackData = () => getJson<Answer<'survey/feedbackdata'>>('survey/feedbackdata');

export const sendFeedback = (payload: RestPayload<'survey/feedback'>) =>
  sendJson<Answer<'survey/feedback'>>('post', 'survey/feedback', payload);
