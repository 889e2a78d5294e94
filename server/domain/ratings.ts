// Likes and dislikes, one per guest and item (sedcards, albums, pictures): how an item's counters
// move when a guest's rating goes from `before` to `after` (-1 dislike, 0 none, 1 like).
export type Rating = -1 | 0 | 1;

export function ratingChange(before: Rating, after: Rating): { likes: number; dislikes: number } {
  return {
    likes: (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0),
    dislikes: (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0),
  };
}
