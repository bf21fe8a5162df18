process.env.NODE_ENV = "production";
for (const m of ["react", "react-dom/server", "react-router", "@react-router/node", "drizzle-orm", "drizzle-orm/pg-core", "zod", "isbot", "nodemailer", "otplib", "pdf-lib", "qrcode", "sanitize-html", "stripe", "@node-rs/argon2", "pg", "drizzle-orm/node-postgres", "@electric-sql/pglite", "sharp", "tar"]) {
  const t = performance.now(); await import(m); console.log(m, Math.round(performance.now() - t));
}
const t = performance.now(); await import("../build/server/index.js"); console.log("build rest", Math.round(performance.now() - t));
