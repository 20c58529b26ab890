import HeroesCLI

Heroes.start()
