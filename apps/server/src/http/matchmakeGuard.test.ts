import { describe, expect, it } from 'vitest';
import { readMatchmakeUrl } from './matchmakeGuard.js';

describe('matchmaking urls, read the way Colyseus reads them', () => {
  it('finds the method and the room in every spelling Colyseus answers', () => {
    for (const url of [
      '/matchmake/joinById/ABCDEF',
      '/matchmake.joinById.ABCDEF',
      '/matchmake?/joinById/ABCDEF',
      '//matchmake//joinById//ABCDEF?x=1',
      '/matchmake/joinById/ABCDEF/extra',
    ]) {
      expect(readMatchmakeUrl(url)).toEqual({ method: 'joinById', room: 'ABCDEF' });
    }
    expect(readMatchmakeUrl('/matchmake.create.heist')).toEqual({ method: 'create', room: 'heist' });
    expect(readMatchmakeUrl('/matchmake')).toEqual({ method: '', room: '' });
  });

  it('counts a url with "/matchmake" anywhere, as Colyseus routes it', () => {
    expect(readMatchmakeUrl('/api/x?next=/matchmake')).not.toBeNull();
    expect(readMatchmakeUrl('/a/matchmakeX/create/heist')).toEqual({ method: 'a', room: 'matchmakeX' });
    expect(readMatchmakeUrl('/matchmaker')).toEqual({ method: 'matchmaker', room: '' });
  });

  it('leaves every other url alone', () => {
    for (const url of ['/', '/r/ABCDEF', '/api/rooms/ABCDEF', '/xmatchmake/create', '/match/make'])
      expect(readMatchmakeUrl(url)).toBeNull();
  });
});
