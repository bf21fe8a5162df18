/**
 * The local control channel: an HTTP server on the Unix socket DATA_DIR/control.sock (mode 0600,
 * so only the machine account that runs the site can use it), opened by the site's server at
 * start-up and removed at stop. `npm run backup` asks the running server for a backup through it,
 * because two processes must never open one PGlite folder.
 */
import { chmodSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { logger } from "~/server/logger.server";
import type { BackupResult } from "./create-backup.server";

export const CONTROL_SOCKET = "control.sock";
/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export interface ControlChannel {
  close(): Promise<void>;
}

export interface ControlHandlers {
  backup(): Promise<BackupResult | null>;
}

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

/**
 * Opens the socket. The caller holds the data folder's lock, so a socket file left there is from
 * a crashed server and is replaced.
 */
export async function startControlChannel(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<ControlChannel | null> {
  const socket = controlSocketPath(dataDir);
  if (socket.length > MAX_SOCKET_PATH) {
    logger.warn("canal de contrôle non ouvert : chemin de DATA_DIR trop long", { socket });
    return null;
  }
  rmSync(socket, { force: true });
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/sauvegarde") return reply(404, { error: "inconnu" });
    handlers.backup().then(
      (result) => reply(200, result),
      (error: unknown) => {
        logger.error("sauvegarde demandée par la commande : échec", { error });
        reply(500, { error: error instanceof Error ? error.message : String(error) });
      },
    );
  });
  // The socket is created with no access for others from the first instant (umask), then
  // chmod'ed for good measure.
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(socket, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socket, { force: true });
      }),
  };
}

/** Asks the running server for a backup. Rejects with a French message when it cannot. */
export function requestServerBackup(dataDir: string): Promise<BackupResult | null> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: "POST", path: "/sauvegarde" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        try {
          const parsed = JSON.parse(body) as (BackupResult & { error?: string }) | null;
          if (res.statusCode === 200) resolve(parsed);
          else
            reject(
              new Error(`Le serveur n'a pas pu faire la sauvegarde : ${parsed?.error ?? body}`),
            );
        } catch {
          reject(new Error(`Réponse illisible du serveur : ${body.slice(0, 200)}`));
        }
      });
    });
    req.on("error", (error) =>
      reject(
        new Error(
          `Le serveur qui utilise ${dataDir} ne répond pas sur ${socketPath} (${error.message}).`,
        ),
      ),
    );
    req.end();
  });
}
