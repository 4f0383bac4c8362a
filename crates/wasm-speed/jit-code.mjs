// V8's machine code for the functions of a module, from the files V8 writes under
// `--perf-prof` (`jit-PID.dump`, the Linux perf "jitdump" format: each piece of code with its
// name and bytes), disassembled by binutils' objdump. Chromium's release build cannot print its
// code (`--print-wasm-code` prints only the headers there), so this is how to read what
// Chromium's V8 made of a loop (`docs/benchmarks.md`, "The engine in WebAssembly"):
//
//   cd DIR && node REPO/crates/wasm-speed/browser.mjs WASM_FILE 1 --js-flags="--perf-prof --no-liftoff"
//   node crates/wasm-speed/jit-code.mjs NAME DIR/jit-*.dump
//
// prints the disassembly of every piece of code whose name contains NAME (a Rust function's
// name as it stands in the module's name section, e.g. `add_to_sums`). Node 20 prints its code
// itself: `node --no-liftoff --print-wasm-code crates/wasm-speed/profile.mjs WASM_FILE 1`.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [name, ...dumps] = process.argv.slice(2);
if (!name || dumps.length === 0) {
  console.error("usage: node crates/wasm-speed/jit-code.mjs NAME JIT_DUMP...");
  process.exit(2);
}
const JIT_CODE_LOAD = 0;
const scratch = mkdtempSync(join(tmpdir(), "jit-code-"));
let found = 0;
for (const dump of dumps) {
  const data = readFileSync(dump);
  // The header's size is its third 32-bit field; then records of (id, size, timestamp, body).
  let offset = data.readUInt32LE(8);
  while (offset + 16 <= data.length) {
    const id = data.readUInt32LE(offset);
    const size = data.readUInt32LE(offset + 4);
    if (size === 0) break;
    if (id === JIT_CODE_LOAD) {
      // pid, tid (32 bits each), vma, code address, code size, code index (64 bits each), then
      // the name ending in a zero byte, then the code.
      const codeSize = Number(data.readBigUInt64LE(offset + 16 + 24));
      const nameStart = offset + 16 + 40;
      const nameEnd = data.indexOf(0, nameStart);
      const codeName = data.toString("utf8", nameStart, nameEnd);
      if (codeName.includes(name)) {
        found++;
        const file = join(scratch, `code${found}.bin`);
        writeFileSync(file, data.subarray(nameEnd + 1, nameEnd + 1 + codeSize));
        console.log(`# ${codeName} (${codeSize} bytes, from ${dump})`);
        console.log(
          execFileSync("objdump", ["-D", "-b", "binary", "-m", "i386:x86-64", "-M", "intel", file], {
            encoding: "utf8",
          }),
        );
      }
    }
    offset += size;
  }
}
if (found === 0) {
  console.error(`no code named like ${name} in ${dumps.join(", ")}`);
  process.exit(1);
}
