import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clusterPin, dealPin, quietTileLayer } from './leafletKit';
import { BLANK_TILE_URL } from './tiles';

afterEach(() => {
  vi.restoreAllMocks();
});

const tile = (src: string) => Object.assign(document.createElement('img'), { src });

/** Images the layer creates to try its first tile: the test says whether they load. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('quietTileLayer', () => {
  beforeEach(() => {
    FakeImage.made = [];
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts blank, tries one tile of the default city, and asks for the rest once it arrives', () => {
    const layer = quietTileLayer(OSM, '© OpenStreetMap contributors');
    expect(layer.getAttribution?.()).toBe('© OpenStreetMap contributors');
    expect(layer.options.errorTileUrl).toBe(BLANK_TILE_URL);
    const setUrl = vi.spyOn(layer, 'setUrl');
    expect(FakeImage.made).toHaveLength(1);
    expect(FakeImage.made[0]!.src).toBe('https://tile.openstreetmap.org/12/707/1642.png');
    FakeImage.made[0]!.onload?.();
    expect(setUrl).toHaveBeenCalledWith(OSM);
  });

  it('offline: the first tile fails and the layer stays blank, without a word', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const layer = quietTileLayer(OSM, '© OSM');
    const setUrl = vi.spyOn(layer, 'setUrl');
    expect(() => FakeImage.made[0]!.onerror?.()).not.toThrow();
    expect(setUrl).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a data: URL (stories, tests) is used at once, with nothing to try', () => {
    quietTileLayer(BLANK_TILE_URL, '© OSM');
    expect(FakeImage.made).toHaveLength(0);
  });

  it('stops asking when tiles fail after all and none has loaded; keeps asking once one has', () => {
    const failing = quietTileLayer(OSM, '© OSM');
    const giveUp = vi.spyOn(failing, 'setUrl');
    for (let i = 0; i < 3; i += 1) failing.fire('tileerror', { tile: tile(BLANK_TILE_URL), coords: { x: i, y: 0, z: 12 }, error: new Error('offline') });
    expect(giveUp).not.toHaveBeenCalled();
    failing.fire('tileerror', { tile: tile(BLANK_TILE_URL), coords: { x: 3, y: 0, z: 12 }, error: new Error('offline') });
    expect(giveUp).toHaveBeenCalledWith(BLANK_TILE_URL, true);

    const flaky = quietTileLayer(OSM, '© OSM');
    const keep = vi.spyOn(flaky, 'setUrl');
    flaky.fire('tileload', { tile: tile('https://tile.openstreetmap.org/12/0/0.png'), coords: { x: 0, y: 0, z: 12 } });
    for (let i = 0; i < 6; i += 1) flaky.fire('tileerror', { tile: tile(BLANK_TILE_URL), coords: { x: i, y: 1, z: 12 }, error: new Error('x') });
    expect(keep).not.toHaveBeenCalled();
  });
});

describe('pins', () => {
  it('a deal pin shows its price and carries its name; a cluster its count', () => {
    const pin = dealPin('$45', 'Beginner Surf Lesson, $45, 60 m').createIcon();
    expect(pin).toHaveTextContent('$45');
    expect(pin).toHaveAttribute('aria-label', 'Beginner Surf Lesson, $45, 60 m');
    expect(pin).toHaveClass('spur-pin');
    expect(pin.style.width).toBe('');
    expect(dealPin('<b>$1</b>', 'x').createIcon().innerHTML).toBe('&lt;b&gt;$1&lt;/b&gt;');
    const cluster = clusterPin(12, '12 deals here, zoom in to see them').createIcon();
    expect(cluster).toHaveTextContent('12');
    expect(cluster).toHaveAttribute('aria-label', '12 deals here, zoom in to see them');
  });
});
