# Narrator: a release build on Debian bookworm, run from a small bookworm image as a
# non-root user. The SQLite file lives on the /data volume; DISCORD_TOKEN comes from the
# environment (docker run -e DISCORD_TOKEN=… or --env-file .env).

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# Dependencies first, so a code change does not rebuild them (every bench Cargo.toml
# names gets a placeholder, or the manifest does not parse).
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
    && echo 'fn main() {}' > src/main.rs && touch src/lib.rs \
    && for bench in $(grep -A1 '^\[\[bench\]\]' Cargo.toml | sed -n 's/^name = "\(.*\)"$/\1/p'); do \
         echo 'fn main() {}' > benches/$bench.rs; done \
    && cargo build --release --locked --bin narrator \
    && rm -rf src benches
COPY src src
COPY benches benches
COPY commands commands
COPY migrations migrations
COPY assets assets
# Touch the sources so cargo rebuilds the crate over the placeholder.
RUN touch src/main.rs src/lib.rs && cargo build --release --locked --bin narrator

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin narrator \
    && mkdir -p /data && chown narrator:narrator /data
COPY --from=build /src/target/release/narrator /usr/local/bin/narrator
USER narrator
WORKDIR /data
ENV DATABASE_URL=sqlite:///data/narrator.db \
    RUST_LOG=narrator=info,warn \
    HEALTH_ADDR=0.0.0.0:8080
VOLUME ["/data"]
# /healthz, /readyz and /metrics (docs/operations.md#health-and-metrics).
EXPOSE 8080
# Shared tables' pages, once WEB_ADDR=0.0.0.0:8081 and PUBLIC_URL are set
# (docs/operations.md#shared-tables-on-the-web); off by default.
EXPOSE 8081
# Liveness only: a database outage must not restart every container (each restart
# identifies with Discord again, and a token has 1,000 identifies a day). /readyz is for
# monitoring and load balancers, not for this check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["/usr/local/bin/narrator", "health"]
ENTRYPOINT ["/usr/local/bin/narrator"]
