//! A private PostgreSQL server for tests that stop and start the database: `initdb` into a
//! temporary folder, its own port, `pg_ctl` to start and stop it. The shared test server is
//! never touched. As root, the server runs as the `postgres` user (PostgreSQL refuses to
//! run as root). `None` (with a notice) where no PostgreSQL binaries are installed.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub struct PrivatePg {
    bin: PathBuf,
    dir: tempfile::TempDir,
    pub port: u16,
    as_postgres: bool,
    /// fsync on, as on a production server; tests leave it off (faster, nothing to keep).
    durable: bool,
}

impl PrivatePg {
    pub fn start() -> Option<PrivatePg> {
        PrivatePg::start_with(false)
    }

    /// A server that syncs its commits to disk like a production one, for benchmarks whose
    /// figures must include the cost of a durable commit.
    pub fn start_durable() -> Option<PrivatePg> {
        PrivatePg::start_with(true)
    }

    fn start_with(durable: bool) -> Option<PrivatePg> {
        let Some(bin) = binaries() else {
            eprintln!(
                "NOTICE: no PostgreSQL under /usr/lib/postgresql: the private-server tests are skipped"
            );
            return None;
        };
        let as_postgres = is_root();
        let dir = tempfile::Builder::new()
            .prefix("narrator-pg-")
            .tempdir()
            .expect("temp dir");
        if as_postgres {
            run(Command::new("chown").arg("postgres:").arg(dir.path()));
        }
        let port = free_port();
        let pg = PrivatePg {
            bin,
            dir,
            port,
            as_postgres,
            durable,
        };
        let data = pg.data();
        pg.pg(
            "initdb",
            &["-D", &data, "-A", "trust", "-U", "postgres", "--no-sync"],
        );
        pg.up();
        Some(pg)
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    /// `postgres://postgres@127.0.0.1:PORT/postgres`.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// A new empty database on this server; its URL.
    pub fn create_database(&self, name: &str) -> String {
        let port = self.port.to_string();
        self.pg(
            "createdb",
            &["-h", "127.0.0.1", "-p", &port, "-U", "postgres", name],
        );
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// Starts the server (waits until it accepts connections).
    pub fn up(&self) {
        let fsync = if self.durable { "on" } else { "off" };
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync={fsync} -c max_connections=200",
            self.port,
            self.dir.path().display()
        );
        let log = self.dir.path().join("server.log").display().to_string();
        let data = self.data();
        self.pg(
            "pg_ctl",
            &["-D", &data, "-o", &options, "-l", &log, "-w", "start"],
        );
    }

    /// Stops the server at once (`-m fast`: clients are cut off, nothing is lost).
    pub fn down(&self) {
        let data = self.data();
        self.pg("pg_ctl", &["-D", &data, "-m", "fast", "-w", "stop"]);
    }

    fn pg(&self, tool: &str, args: &[&str]) {
        let program = self.bin.join(tool);
        let mut command = if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&program);
            command
        } else {
            Command::new(&program)
        };
        command.args(args).current_dir(self.dir.path());
        run(&mut command);
    }
}

impl Drop for PrivatePg {
    fn drop(&mut self) {
        let data = self.data();
        let program = self.bin.join("pg_ctl");
        let mut command = if self.as_postgres {
            let mut command = Command::new("runuser");
            command.args(["-u", "postgres", "--"]).arg(&program);
            command
        } else {
            Command::new(&program)
        };
        let _ = command
            .args(["-D", &data, "-m", "immediate", "-w", "stop"])
            .output();
    }
}

fn run(command: &mut Command) {
    let output = command.output().expect("run a PostgreSQL tool");
    assert!(
        output.status.success(),
        "{command:?} failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The newest installed PostgreSQL's `bin` folder.
fn binaries() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = entry.path().join("bin");
            Path::new(&bin.join("initdb"))
                .exists()
                .then_some((version, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}
