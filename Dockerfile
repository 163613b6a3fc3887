# The shop's image for compose.yaml: dependencies, the built storefront and the bundled server (npm run build).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build
EXPOSE 8080
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
