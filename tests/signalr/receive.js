// Usage: node receive.js HUB_URL TOKEN COUNT TIMEOUT_MS
// Connects with the official @microsoft/signalr client, prints "connected",
// then one JSON line {event, payload} per event received, and exits after
// COUNT events (0 when the timeout passes first, status 2).
const signalR = require("@microsoft/signalr");

const [url, token, count, timeoutMs] = process.argv.slice(2);
const wanted = Number(count);
const events = [
  "ReceiveNotification",
  "ReceiveTransactionStatus",
  "ReceiveApprovalNotification",
  "ReceiveGroupNotification",
];

const connection = new signalR.HubConnectionBuilder()
  .withUrl(url, { accessTokenFactory: () => token })
  .configureLogging(signalR.LogLevel.Warning)
  .build();

let received = 0;
for (const name of events) {
  connection.on(name, (payload) => {
    process.stdout.write(JSON.stringify({ event: name, payload }) + "\n");
    received += 1;
    if (received >= wanted) {
      connection.stop().then(() => process.exit(0));
    }
  });
}

setTimeout(() => {
  process.stderr.write(`timed out after ${received} of ${wanted} events\n`);
  process.exit(2);
}, Number(timeoutMs));

connection
  .start()
  .then(() => process.stdout.write("connected\n"))
  .catch((err) => {
    process.stderr.write(`cannot connect: ${err}\n`);
    process.exit(3);
  });
