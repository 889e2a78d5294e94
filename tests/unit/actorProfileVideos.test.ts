import { describe, expect, test } from 'vitest';
import type { Video } from '../../src/contract/entities.ts';
import { classicOnly, toVideoTile } from '../../src/features/actors/videoTiles.ts';

const video: Video = {
  id: 5,
  title: 'Sunset',
  duration: 95,
  ageRating: 16,
  vip: true,
  free: false,
  new: true,
  camRecording: false,
  classic: false,
  price: { value: 4.99, currency: 'EUR' },
  basePrice: { value: 6.99, currency: 'EUR' },
  guestInfo: { bought: false, gifted: false, flatrate: false, liked: false },
  ratingLikes: 3,
  model: { id: 9, name: 'Anna' },
  previewPicture: { src: '/img/v5.svg', srcSet: '', width: 320, height: 180 },
};

describe('promoted and top videos on the profile', () => {
  test('a video keeps its title, price, discount, badges and performer on its tile', () => {
    expect(toVideoTile(video)).toEqual({
      id: 5,
      title: 'Sunset',
      duration: 95,
      vip: true,
      free: false,
      isNew: true,
      preview: '/img/v5.svg',
      price: { value: 4.99, currency: 'EUR' },
      basePrice: { value: 6.99, currency: 'EUR' },
      model: { id: 9, name: 'Anna' },
      guestInfo: { bought: false, gifted: false, flatrate: false },
    });
  });

  test('what the guest holds of a video (bought, gifted, flatrate) stays on its tile', () => {
    expect(toVideoTile({ ...video, guestInfo: { bought: true, gifted: true, flatrate: false, liked: true } }).guestInfo).toEqual({
      bought: true,
      gifted: true,
      flatrate: false,
    });
  });

  test('a video without a preview picture gets an empty preview instead of failing', () => {
    expect(toVideoTile({ ...video, previewPicture: null }).preview).toBe('');
  });

  test('the classic list holds only classic videos', () => {
    expect(
      classicOnly([
        { id: 1, classic: true },
        { id: 2, classic: false },
      ]).map((v) => v.id),
    ).toEqual([1]);
  });
});
