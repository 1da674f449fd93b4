# One ChemMart instance (untested here: no container engine on the development machine).
FROM node:20-bookworm
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# The server script, not `next start`: client addresses, security headers, graceful stop (docs/deploy.md).
CMD ["node", "scripts/server.mjs"]
