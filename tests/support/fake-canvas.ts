/**
 * jsdom has no canvas and loads no images. This gives the picture code what it needs in
 * Vitest: a 2D context that records what is drawn (texts and images), `toBlob` giving a PNG blob, and
 * `new Image()` that loads data: URLs and answers https: ones as the test says (a server that allows CORS,
 * one that does not, or none at all). Browser tests check the real canvas and the real PNG.
 */
export interface DrawnPicture {
  texts: string[];
  images: string[];
  width: number;
  height: number;
}

/**
 * How https: images answer: with CORS; without CORS (a CORS request then fails, a plain one loads but
 * taints the canvas); loading yet tainting whatever was asked (a browser bug the code guards against); or
 * not at all (no signal).
 */
export type RemoteImages = 'cors' | 'no-cors' | 'taints' | 'fail';

export const fakeCanvas = {
  pictures: [] as DrawnPicture[],
  remote: 'fail' as RemoteImages,
  reset() {
    this.pictures = [];
    this.remote = 'fail';
  },
};

/** The 8-byte PNG signature, then IHDR with the canvas size: enough for a test to read width and height. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(24));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

type FakeImage = HTMLImageElement & { fakeTaints?: boolean; fakeLoaded?: boolean };

function fontSize(font: string): number {
  return Number(/(\d+)px/.exec(font)?.[1] ?? 10);
}

function recordingContext(canvas: HTMLCanvasElement & { fakeTainted?: boolean; fakePicture?: DrawnPicture }) {
  const picture: DrawnPicture = { texts: [], images: [], width: canvas.width, height: canvas.height };
  canvas.fakePicture = picture;
  canvas.fakeTainted = false;
  fakeCanvas.pictures.push(picture);
  const noop = () => undefined;
  return {
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    textBaseline: 'alphabetic',
    fillRect: noop,
    strokeRect: noop,
    setLineDash: noop,
    fillText(text: string) {
      picture.width = canvas.width;
      picture.height = canvas.height;
      picture.texts.push(text);
    },
    measureText(this: { font: string }, text: string) {
      return { width: Array.from(text).length * fontSize(this.font) * 0.6 };
    },
    drawImage(image: FakeImage) {
      picture.images.push(image.getAttribute('src') ?? '');
      if (image.fakeTaints) canvas.fakeTainted = true;
    },
  };
}

export function installFakeCanvas(): void {
  const proto = HTMLCanvasElement.prototype as HTMLCanvasElement & Record<string, unknown>;
  proto.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    const self = this as HTMLCanvasElement & { fakeContext?: unknown };
    // A canvas gets a fresh record each time it is drawn from scratch (a retry without the image).
    self.fakeContext = recordingContext(this);
    return self.fakeContext;
  } as typeof HTMLCanvasElement.prototype.getContext;
  proto.toBlob = function toBlob(
    this: HTMLCanvasElement & { fakeTainted?: boolean },
    callback: BlobCallback,
  ) {
    if (this.fakeTainted) throw new DOMException('The canvas has been tainted', 'SecurityError');
    callback(new Blob([pngBytes(this.width, this.height)], { type: 'image/png' }));
  };
  proto.toDataURL = function toDataURL(this: HTMLCanvasElement & { fakeTainted?: boolean }) {
    if (this.fakeTainted) throw new DOMException('The canvas has been tainted', 'SecurityError');
    return `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes(this.width, this.height)))}`;
  };

  window.Image = function Image() {
    const image = document.createElement('img') as FakeImage;
    Object.defineProperty(image, 'naturalWidth', { get: () => (image.fakeLoaded ? 400 : 0) });
    Object.defineProperty(image, 'naturalHeight', { get: () => (image.fakeLoaded ? 100 : 0) });
    Object.defineProperty(image, 'src', {
      get: () => image.getAttribute('src') ?? '',
      set: (src: string) => {
        image.setAttribute('src', src);
        const remote = /^https:/i.test(src);
        const cors = image.crossOrigin === 'anonymous';
        const loads =
          !remote ||
          fakeCanvas.remote === 'cors' ||
          fakeCanvas.remote === 'taints' ||
          (fakeCanvas.remote === 'no-cors' && !cors);
        image.fakeTaints = remote && (fakeCanvas.remote === 'no-cors' || fakeCanvas.remote === 'taints');
        queueMicrotask(() => {
          image.fakeLoaded = loads;
          image.dispatchEvent(new Event(loads ? 'load' : 'error'));
        });
      },
    });
    return image;
  } as unknown as typeof window.Image;
}
