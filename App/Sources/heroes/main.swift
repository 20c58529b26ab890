import HeroesCLI

await Heroes.start()
