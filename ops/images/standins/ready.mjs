// Health check of the stand-ins: exit 0 when http://127.0.0.1:<argv[2]><argv[3]> answers at all.
fetch(`http://127.0.0.1:${process.argv[2]}${process.argv[3] ?? '/'}`).then(() => process.exit(0), () => process.exit(1));
