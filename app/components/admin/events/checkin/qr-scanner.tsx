/**
 * The door page's camera: reads a ticket's QR code with the browser's `BarcodeDetector` where it
 * has one (Chrome on Android), else with jsQR on the video's frames (Safari, Firefox). jsQR is
 * bundled and loaded only when the camera opens without a detector.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

/** The part of the Shape Detection API used here (not in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** One attempt every so often: enough to feel instant, light on a phone's battery. */
const FRAME_INTERVAL_MS = 150;
/** Frames are read at most this wide (jsQR's time grows with the pixels). */
const FALLBACK_WIDTH = 640;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass })
    .BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ["qr_code"];
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/** A detector of the same shape, made of jsQR and a canvas. */
async function fallbackDetector(): Promise<BarcodeDetectorLike> {
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    async detect(source) {
      const video = source as HTMLVideoElement;
      if (!context || !video.videoWidth) return [];
      const scale = Math.min(1, FALLBACK_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, {
        inversionAttempts: "dontInvert",
      });
      return found ? [{ rawValue: found.data }] : [];
    },
  };
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") {
    return "La caméra est refusée : autorisez-la dans les réglages du navigateur, ou tapez le code.";
  }
  if (name === "NotFoundError" || name === "OverconstrainedError") {
    return "Aucune caméra trouvée sur cet appareil : tapez le code.";
  }
  return "La caméra n'a pas pu s'ouvrir : tapez le code.";
}

/** The scan button and, once pressed, the camera's picture until a code is read. */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          throw new DOMException("no camera API", "NotSupportedError");
        }
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
        const video = videoRef.current;
        if (stopped || !video) return stop();
        video.srcObject = stream;
        await video.play();
        const detector = (await nativeDetector()) ?? (await fallbackDetector());
        const look = async () => {
          if (stopped) return;
          const [found] = await detector.detect(video).catch(() => []);
          if (found?.rawValue) {
            stop();
            setOpen(false);
            onCodeRef.current(found.rawValue);
            return;
          }
          timer = setTimeout(look, FRAME_INTERVAL_MS);
        };
        void look();
      } catch (error) {
        stop();
        setOpen(false);
        setProblem(cameraProblem(error));
      }
    })();
    return stop;
  }, [open]);

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        size="lg"
        className="w-full"
        aria-expanded={open}
        onClick={() => {
          setProblem(null);
          setOpen((was) => !was);
        }}
      >
        {open ? "Fermer la caméra" : "Scanner un code QR"}
      </Button>
      {open ? (
        <video
          ref={videoRef}
          className="aspect-square w-full rounded-lg bg-black object-cover"
          muted
          playsInline
          aria-label="Image de la caméra : visez le code QR du billet"
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
