/** The photo dialog's numbers (members-area.md §2, §9). */
export const PHOTO_WIDTH = 1024;
export const ROTATE_STEP_DEGREES = 5;
export const DIALOG_REMOVAL_MS = 400;

/**
 * Draws the image resampled to 1024 px wide, rotated, and cropped to a centred square that it
 * covers (aspect 1), on a white ground.
 */
export function drawSquarePhoto(
  canvas: HTMLCanvasElement,
  image: HTMLImageElement,
  degrees: number,
): void {
  const size = PHOTO_WIDTH;
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context || !image.naturalWidth) return;
  const width = size;
  const height = (image.naturalHeight * size) / image.naturalWidth;
  // A landscape picture is scaled up so its short side still fills the square.
  const cover = Math.max(1, size / height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.save();
  context.translate(size / 2, size / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.scale(cover, cover);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, -width / 2, -height / 2, width, height);
  context.restore();
}

/** The canvas as a JPEG. */
export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      0.9,
    ),
  );
}

export function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}
