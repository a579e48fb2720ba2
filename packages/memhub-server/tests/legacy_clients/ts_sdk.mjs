// Drives the official TypeScript SDK (npm `supermemory` 4.25.x) against memhub.
// Run from a folder where it is installed: node ts_sdk.mjs URL KEY
// Prints one JSON line per step as sdk3_roundtrip.py does (and waits for a line on stdin).
import readline from "node:readline";
import Supermemory from "supermemory";

const [baseURL, apiKey] = process.argv.slice(2);
const input = readline.createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

async function step(name) {
  console.log(JSON.stringify({ step: name }));
  await lines.next();
}

const client = new Supermemory({ apiKey, baseURL, maxRetries: 0 });
const out = {};
const added = await client.add({
  content: "Ines works as a clock restorer in Porto. Ines is vegetarian.",
  containerTag: "ts_user",
  customId: "ines-1",
  metadata: { source: "ts" },
});
out.add = added;
await step("added");
const doc = await client.documents.get("ines-1");
out.get = { customId: doc.customId, containerTags: doc.containerTags, status: doc.status };
const listing = await client.documents.list({ containerTags: ["ts_user"] });
out.list = listing.memories.map((d) => d.customId);
const memories = await client.search.memories({ q: "What does Ines do for work?", containerTag: "ts_user" });
out.search = memories.results.map((r) => r.memory ?? r.chunk);
const profile = await client.profile({ containerTag: "ts_user", q: "diet", threshold: 0.1 });
out.profile = {
  static: profile.profile.static,
  dynamic: profile.profile.dynamic,
  search: (profile.searchResults?.results ?? []).map((r) => r.memory),
};
const target = memories.results.find((r) => r.memory);
const revised = await client.memories.updateMemory({
  containerTag: "ts_user",
  id: target.id,
  newContent: "Ines restores clocks in Braga.",
});
out.updateMemory = { version: revised.version, parent: revised.parentMemoryId, target: target.id };
const forgot = await client.memories.forget({
  containerTag: "ts_user",
  content: "Ines restores clocks in Braga.",
  reason: "moved",
});
out.forget = { ...forgot, target: revised.id };
await client.documents.delete("ines-1");
try {
  await client.documents.get("ines-1");
  out.afterDelete = "found";
} catch (error) {
  out.afterDelete = error.status;
}
console.log(JSON.stringify({ result: out }));
input.close();
