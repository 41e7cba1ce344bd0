//! `--config FILE`: any subcommand's options from a file, the command line overriding it;
//! and the resolved configuration every JSON result carries (`config`), from which
//! `--config result.json` reruns the command (README, "Studies").
//!
//! A file is TOML (`vcs = 3`, `faults = ["node:1,1"]`, a `[vary]` table for `sweep`) or a
//! result's JSON, whose `config` member is read. Its values become the options' defaults in
//! clap, so the command line overrides them and clap's parsers check them as they check
//! typed options. A key that is no option of the subcommand is refused, as clap refuses it
//! on the command line. Options a user wrote in TOML count as given (one that the values of
//! others leave unread is refused: `cli::context`); a result's record only sets defaults.

use crate::cli::stderr::say_err;
use clap::{Arg, ArgAction, ArgMatches, Command};
use ftrouter::{Error, Result};
use serde_json::{Map, Value};
use std::cell::RefCell;

/// Options a result's configuration leaves out: where its outputs went and how it printed.
/// Rerunning the record writes no file over the first run's.
const OUTPUTS: &[&str] = &[
    "config",
    "json",
    "quiet",
    "help",
    "version",
    "vcd",
    "packets_out",
    "plot",
    "trace_routers",
    "vcd_window",
    "watch",
    "power_map",
    "timing_dir",
    "out_csv",
    "out_jsonl",
    "flows_out",
    "dir",
    "out",
];

/// Keys of a record that are not options.
const COMMAND_KEY: &str = "command";
const VERSION_KEY: &str = "ftrouter_version";
const DERIVED_KEY: &str = "derived";

/// A value as a file gives it, TOML or JSON alike.
enum Item {
    Flag(bool),
    Scalar(String),
    List(Vec<String>),
    /// A table of lists (`[vary]`), in the file's order.
    Table(Vec<(String, Vec<String>)>),
}

/// What `--config` added to the command: the ids a user's TOML set (they count as given).
#[derive(Default)]
pub struct FromFile {
    pub given: Vec<String>,
}

impl FromFile {
    /// Did the user's file set option `id`?
    pub fn gave(&self, id: &str) -> bool {
        self.given.iter().any(|g| g == id)
    }
}

/// `cmd` with the options of `raw`'s `--config FILE` as the subcommand's defaults.
pub fn apply(cmd: Command, raw: &[String]) -> Result<(Command, FromFile)> {
    // Help reads no file: it describes the options, whatever a file would set.
    let help = raw.iter().any(|t| t == "--help" || t == "-h");
    let ((Some(path), Some(sub)), false) = (locate(raw, &cmd), help) else {
        return Ok((cmd, FromFile::default()));
    };
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Error::input(format!("--config {path}: {e}")))?;
    let is_record = text.trim_start().starts_with('{');
    let items = if is_record {
        json_items(&text, &path)?
    } else {
        toml_items(&text, &path)?
    };
    let mut sub_cmd = cmd
        .find_subcommand(&sub)
        .cloned()
        .ok_or_else(|| Error::input(format!("--config {path}: no subcommand {sub:?}")))?;
    let mut from_file = FromFile::default();
    for (key, item) in items {
        match key.as_str() {
            COMMAND_KEY => check_command(&path, &item, &sub)?,
            VERSION_KEY => warn_version(&path, &item),
            DERIVED_KEY if is_record => {}
            _ => {
                let id = key.replace('-', "_");
                let arg = sub_cmd
                    .get_arguments()
                    .find(|a| a.get_id() == id.as_str())
                    .filter(|_| id != "help")
                    .ok_or_else(|| {
                        Error::input(format!(
                            "--config {path}: {key:?} is not an option of {sub} (see ftrouter {sub} --help)"
                        ))
                    })?;
                let values = values_of(arg, item, &key, &path)?;
                check_values(&sub_cmd, arg, &values, &key, &path)?;
                sub_cmd = sub_cmd.mut_arg(&id, |a| a.default_values(values).required(false));
                if !is_record {
                    from_file.given.push(id);
                }
            }
        }
    }
    Ok((cmd.mut_subcommand(&sub, |_| sub_cmd), from_file))
}

/// A required option that `--vary` gives (on the command line or in the file) is required no
/// more: each series sets it. Its first value stands as the default.
pub fn relax_varied(cmd: Command, raw: &[String]) -> Command {
    let Some(sub) = locate(raw, &cmd).1 else {
        return cmd;
    };
    let Some(sub_cmd) = cmd.find_subcommand(&sub) else {
        return cmd;
    };
    let Some(vary) = sub_cmd.get_arguments().find(|a| a.get_id() == "vary") else {
        return cmd;
    };
    let from_file = vary
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned());
    let on_line = raw
        .windows(2)
        .filter(|w| w[0] == "--vary")
        .map(|w| w[1].clone())
        .chain(
            raw.iter()
                .filter_map(|t| t.strip_prefix("--vary=").map(str::to_string)),
        );
    let mut relaxed = sub_cmd.clone();
    for text in from_file.chain(on_line).collect::<Vec<_>>() {
        let Some((key, values)) = text.split_once('=') else {
            continue;
        };
        let id = key.trim().replace('-', "_");
        let first = values
            .split(',')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string();
        let required = relaxed
            .get_arguments()
            .any(|a| a.get_id() == id.as_str() && a.is_required_set());
        if required && !first.is_empty() {
            relaxed = relaxed.mut_arg(&id, |a| a.required(false).default_value(first));
        }
    }
    cmd.mut_subcommand(&sub, |_| relaxed)
}

/// `--config`'s path in `raw` and the subcommand's name, each if there.
fn locate(raw: &[String], cmd: &Command) -> (Option<String>, Option<String>) {
    let mut path = None;
    let mut sub = None;
    let mut i = 1;
    while i < raw.len() {
        let token = &raw[i];
        if token == "--" {
            break;
        }
        if token == "--config" {
            path = path.or_else(|| raw.get(i + 1).cloned());
            i += 1;
        } else if let Some(p) = token.strip_prefix("--config=") {
            path = path.or_else(|| Some(p.to_string()));
        } else if sub.is_none() && cmd.find_subcommand(token).is_some() {
            sub = Some(token.clone());
        }
        i += 1;
    }
    (path, sub)
}

fn toml_items(text: &str, path: &str) -> Result<Vec<(String, Item)>> {
    let table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| Error::input(format!("--config {path}: {}", e.message())))?;
    table
        .into_iter()
        .map(|(key, value)| {
            let item = match value {
                toml::Value::Table(t) => Item::Table(
                    t.into_iter()
                        .map(|(k, v)| Ok((k.clone(), toml_list(v, &k, path)?)))
                        .collect::<Result<_>>()?,
                ),
                toml::Value::Array(_) => Item::List(toml_list(value, &key, path)?),
                toml::Value::Boolean(b) => Item::Flag(b),
                other => Item::Scalar(toml_scalar(other, &key, path)?),
            };
            Ok((key, item))
        })
        .collect()
}

fn toml_list(value: toml::Value, key: &str, path: &str) -> Result<Vec<String>> {
    match value {
        toml::Value::Array(items) => items
            .into_iter()
            .map(|v| toml_scalar(v, key, path))
            .collect(),
        other => Ok(vec![toml_scalar(other, key, path)?]),
    }
}

fn toml_scalar(value: toml::Value, key: &str, path: &str) -> Result<String> {
    match value {
        toml::Value::String(s) => Ok(s),
        toml::Value::Integer(n) => Ok(n.to_string()),
        toml::Value::Float(x) => Ok(x.to_string()),
        toml::Value::Boolean(b) => Ok(b.to_string()),
        _ => Err(Error::input(format!(
            "--config {path}: {key} takes a string, a number or a list of them"
        ))),
    }
}

/// The `config` member of a result's JSON (or the whole object, if it is a bare record).
fn json_items(text: &str, path: &str) -> Result<Vec<(String, Item)>> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| Error::input(format!("--config {path}: not JSON: {e}")))?;
    let record = match value.get("config") {
        Some(Value::Object(m)) => m.clone(),
        _ => match value {
            Value::Object(m) => m,
            _ => return Err(Error::input(format!("--config {path}: not a JSON object"))),
        },
    };
    record
        .into_iter()
        .map(|(key, value)| {
            let item = match value {
                Value::Bool(b) => Item::Flag(b),
                Value::Array(items) => Item::List(
                    items
                        .iter()
                        .map(|v| json_scalar(v, &key, path))
                        .collect::<Result<_>>()?,
                ),
                Value::Object(_) => Item::List(Vec::new()),
                other => Item::Scalar(json_scalar(&other, &key, path)?),
            };
            Ok((key, item))
        })
        .collect()
}

fn json_scalar(value: &Value, key: &str, path: &str) -> Result<String> {
    match value {
        Value::String(s) => Ok(s.clone()),
        Value::Number(n) => Ok(n.to_string()),
        Value::Bool(b) => Ok(b.to_string()),
        _ => Err(Error::input(format!(
            "--config {path}: {key} takes a string, a number or a list of them"
        ))),
    }
}

/// The option's values as clap reads them: a switch `true`/`false`, a repeatable option one
/// value per item (a table: `KEY=V1,V2` per row, as `--vary` takes), any other the items
/// joined by commas (`faults = ["node:1,1", "link:0,0-1,0"]`).
fn values_of(arg: &Arg, item: Item, key: &str, path: &str) -> Result<Vec<String>> {
    let switch = matches!(arg.get_action(), ArgAction::SetTrue);
    let repeatable = matches!(arg.get_action(), ArgAction::Append)
        || arg.get_num_args().is_some_and(|r| r.max_values() > 1);
    Ok(match item {
        Item::Flag(b) => vec![b.to_string()],
        Item::Scalar(s) if switch => {
            return Err(Error::input(format!(
                "--config {path}: {key} is a switch: true or false, not {s:?}"
            )));
        }
        Item::Scalar(s) => vec![s],
        Item::List(items) if repeatable => items,
        Item::List(items) => vec![items.join(",")],
        Item::Table(rows) if repeatable => rows
            .into_iter()
            .map(|(k, v)| format!("{k}={}", v.join(",")))
            .collect(),
        Item::Table(_) => {
            return Err(Error::input(format!(
                "--config {path}: {key} takes a value, not a table"
            )));
        }
    })
}

/// Each value through the option's own parser, so a bad one names the file.
fn check_values(sub: &Command, arg: &Arg, values: &[String], key: &str, path: &str) -> Result<()> {
    if matches!(arg.get_action(), ArgAction::SetTrue | ArgAction::SetFalse) {
        return Ok(());
    }
    let alone = Command::new(sub.get_name().to_string())
        .no_binary_name(true)
        .arg(
            arg.clone()
                .required(false)
                .default_values(Vec::<String>::new()),
        );
    for v in values {
        let tokens = match arg.get_long() {
            Some(long) => vec![format!("--{long}={v}")],
            None => vec!["--".to_string(), v.clone()],
        };
        if let Err(e) = alone.clone().try_get_matches_from(tokens) {
            let why = std::error::Error::source(&e)
                .map(|s| s.to_string())
                .unwrap_or_else(|| first_line(&e.to_string()));
            return Err(Error::input(format!(
                "--config {path}: {key} = {v:?}: {why}"
            )));
        }
    }
    Ok(())
}

fn first_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default();
    line.trim_start_matches("error: ").to_string()
}

fn check_command(path: &str, item: &Item, sub: &str) -> Result<()> {
    match item {
        Item::Scalar(c) if c != sub => Err(Error::input(format!(
            "--config {path}: the configuration of `{c}`, not of `{sub}`"
        ))),
        _ => Ok(()),
    }
}

fn warn_version(path: &str, item: &Item) {
    if let Item::Scalar(v) = item
        && v != env!("CARGO_PKG_VERSION")
    {
        say_err!(
            "warning: {path} was written by ftrouter {v}; this is {}: results may differ",
            env!("CARGO_PKG_VERSION")
        );
    }
}

thread_local! {
    /// The configuration of the command this thread is running, which every JSON result
    /// carries (`attach`); set once by `cli::run` before the command starts.
    static RECORD: RefCell<Option<Map<String, Value>>> = const { RefCell::new(None) };
}

/// Every option `sub` read, given or defaulted, by id; outputs left out.
pub fn resolved(sub: &Command, m: &ArgMatches) -> Map<String, Value> {
    let mut record = Map::new();
    record.insert(COMMAND_KEY.into(), sub.get_name().into());
    record.insert(VERSION_KEY.into(), env!("CARGO_PKG_VERSION").into());
    for arg in sub.get_arguments() {
        let id = arg.get_id().as_str();
        if OUTPUTS.contains(&id) || m.value_source(id).is_none() {
            continue;
        }
        let value = match arg.get_action() {
            ArgAction::SetTrue | ArgAction::SetFalse => Value::Bool(m.get_flag(id)),
            ArgAction::Append => {
                Value::Array(raw_values(m, id).into_iter().map(Value::String).collect())
            }
            _ => match raw_values(m, id).as_slice() {
                [one] => typed(one),
                many => Value::Array(many.iter().cloned().map(Value::String).collect()),
            },
        };
        record.insert(id.to_string(), value);
    }
    record
}

fn raw_values(m: &ArgMatches, id: &str) -> Vec<String> {
    m.get_raw(id)
        .map(|vs| vs.map(|v| v.to_string_lossy().into_owned()).collect())
        .unwrap_or_default()
}

/// A number where the text is one exactly (it prints back the same), else the text.
fn typed(text: &str) -> Value {
    if let Ok(n) = text.parse::<u64>()
        && n.to_string() == text
    {
        return n.into();
    }
    if let Ok(x) = text.parse::<f64>()
        && x.is_finite()
        && x.to_string() == text
    {
        return x.into();
    }
    text.into()
}

/// Start the record of this command.
pub fn begin(record: Map<String, Value>) {
    RECORD.with(|r| *r.borrow_mut() = Some(record));
}

/// The record of this command, if one was begun.
pub fn current() -> Option<Map<String, Value>> {
    RECORD.with(|r| r.borrow().clone())
}

/// Values the command derived where no option said (the switching a routing defaults to):
/// shown in the record, not read back by `--config`.
pub fn derive(pairs: &[(&str, Value)]) {
    RECORD.with(|r| {
        if let Some(record) = r.borrow_mut().as_mut() {
            let derived = record
                .entry(DERIVED_KEY)
                .or_insert_with(|| Value::Object(Map::new()));
            if let Value::Object(d) = derived {
                for (k, v) in pairs {
                    d.insert((*k).to_string(), v.clone());
                }
            }
        }
    });
}

/// `result` with the command's record as its last member, `config` (its own members keep
/// their order).
pub fn attach<T: serde::Serialize>(result: &T) -> WithConfig<'_, T> {
    WithConfig {
        result,
        config: current(),
    }
}

#[derive(serde::Serialize)]
pub struct WithConfig<'a, T: serde::Serialize> {
    #[serde(flatten)]
    result: &'a T,
    #[serde(skip_serializing_if = "Option::is_none")]
    config: Option<Map<String, Value>>,
}
